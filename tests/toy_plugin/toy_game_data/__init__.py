"""The card files of Toy Harvest: ``toy/*.yaml`` (named by ``ToyHarvest.data_package``)."""
