# Finds cmocka (cmocka.h). Defines the imported target CMocka::CMocka.
find_path(CMOCKA_INCLUDE_DIR cmocka.h PATH_SUFFIXES x86_64-linux-gnu)
find_library(CMOCKA_LIBRARY NAMES cmocka)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CMocka REQUIRED_VARS CMOCKA_LIBRARY CMOCKA_INCLUDE_DIR)
if(CMocka_FOUND AND NOT TARGET CMocka::CMocka)
  add_library(CMocka::CMocka UNKNOWN IMPORTED)
  set_target_properties(CMocka::CMocka PROPERTIES
    IMPORTED_LOCATION "${CMOCKA_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CMOCKA_INCLUDE_DIR}")
endif()
