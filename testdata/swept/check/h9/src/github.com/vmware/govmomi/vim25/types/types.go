// Package types is a stub of github.com/vmware/govmomi/vim25/types.
package types

// ManagedObjectReference names a managed object.
type ManagedObjectReference struct {
	Type  string
	Value string
}
