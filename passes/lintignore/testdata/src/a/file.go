/* want `malformed //lint:file-ignore directive` */ //lint:file-ignore port

package a
