from boardrules.menus import Menus

MENUS = Menus()
