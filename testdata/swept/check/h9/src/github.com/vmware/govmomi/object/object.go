// Package object is a stub of github.com/vmware/govmomi/object.
package object

import (
	"context"
	"net"

	"github.com/vmware/govmomi/vim25/types"
)

// HostSystem is an ESX host.
type HostSystem struct {
	ref types.ManagedObjectReference
}

// ManagementIPs returns the management addresses of the host.
func (h HostSystem) ManagementIPs(ctx context.Context) ([]net.IP, error) {
	return nil, nil
}

// Reference returns the managed object reference.
func (h HostSystem) Reference() types.ManagedObjectReference { return h.ref }

// VirtualMachine is a virtual machine.
type VirtualMachine struct {
	ref types.ManagedObjectReference
}

// Reference returns the managed object reference.
func (v VirtualMachine) Reference() types.ManagedObjectReference { return v.ref }

// Name returns the name of the virtual machine.
func (v VirtualMachine) Name() string { return v.ref.Value }
