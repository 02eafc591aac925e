# Finds ffi (ffi.h). Defines the imported target FFI::FFI.
find_path(FFI_INCLUDE_DIR ffi.h PATH_SUFFIXES x86_64-linux-gnu)
find_library(FFI_LIBRARY NAMES ffi)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(FFI REQUIRED_VARS FFI_LIBRARY FFI_INCLUDE_DIR)
if(FFI_FOUND AND NOT TARGET FFI::FFI)
  add_library(FFI::FFI UNKNOWN IMPORTED)
  set_target_properties(FFI::FFI PROPERTIES
    IMPORTED_LOCATION "${FFI_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${FFI_INCLUDE_DIR}")
endif()
