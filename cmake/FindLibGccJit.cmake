# Finds libgccjit (Debian: libgccjit-12-dev puts the header and library
# under the GCC lib dir, /usr/lib/gcc/<triple>/<ver>/). Defines the imported
# target LibGccJit::LibGccJit.
execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=plugin
                OUTPUT_VARIABLE _gcc_plugin_dir OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
get_filename_component(_gcc_lib_dir "${_gcc_plugin_dir}" DIRECTORY)
file(GLOB _gcc_dirs /usr/lib/gcc/*/12 /usr/lib/gcc/*/13 /usr/lib/gcc/*/14)
find_path(LIBGCCJIT_INCLUDE_DIR libgccjit.h
          HINTS ${_gcc_lib_dir}/include ${_gcc_lib_dir}
          PATHS ${_gcc_dirs} PATH_SUFFIXES include)
find_library(LIBGCCJIT_LIBRARY NAMES gccjit
             HINTS ${_gcc_lib_dir} PATHS ${_gcc_dirs})
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(LibGccJit REQUIRED_VARS LIBGCCJIT_LIBRARY LIBGCCJIT_INCLUDE_DIR)
if(LibGccJit_FOUND AND NOT TARGET LibGccJit::LibGccJit)
  add_library(LibGccJit::LibGccJit UNKNOWN IMPORTED)
  set_target_properties(LibGccJit::LibGccJit PROPERTIES
    IMPORTED_LOCATION "${LIBGCCJIT_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${LIBGCCJIT_INCLUDE_DIR}")
endif()
