// Package proxmox holds cases rewritten from github.com/luthermonson/go-proxmox.
package proxmox

import (
	"context"
	"fmt"
	"net/url"
	"strings"
)

// Cluster is a Proxmox cluster.
type Cluster struct{ client *Client }

// Node is a Proxmox node.
type Node struct {
	client *Client
	Name   string
}

// Container is an LXC container.
type Container struct {
	client *Client
	Node   string
	VMID   int
}

// VirtualMachine is a QEMU guest.
type VirtualMachine struct {
	client *Client
	Node   string
	VMID   int
}

// CheckID asserts a VMID is free.
func (cl *Cluster) CheckID(ctx context.Context, vmid int) error {
	var ret string
	// Source: github.com/luthermonson/go-proxmox/cluster.go:49 (escaper: uniform sample of 10 of 654; an integer VMID in the query needs no escaping.)
	return cl.client.Get(ctx, fmt.Sprintf("/cluster/nextid?vmid=%d", vmid), &ret) // lookalike
}

// Resources lists cluster resources filtered by type.
func (cl *Cluster) Resources(ctx context.Context, filters ...string) (rs []string, err error) {
	u := url.URL{Path: "/cluster/resources"}
	if f := strings.ReplaceAll(strings.Join(filters, ""), " ", ""); f != "" {
		params := url.Values{}
		params.Add("type", f)
		// Source: github.com/luthermonson/go-proxmox/cluster.go:70 (escaper: uniform sample of 10 of 654; the query comes from url.Values.Encode, which escapes every value.)
		u.RawQuery = params.Encode() // lookalike
	}
	return rs, cl.client.Get(ctx, u.String(), &rs)
}

// FirewallIPSetEntryDelete deletes an ipset entry.
func (cl *Cluster) FirewallIPSetEntryDelete(ctx context.Context, name, cidr string) error {
	// Source: github.com/luthermonson/go-proxmox/cluster_firewall.go:150 (escaper: uniform sample of 10 of 654; ipset name and CIDR entry id go raw into the path, and whether a name or id needs escaping is not known from the code.)
	return cl.client.Delete(ctx, fmt.Sprintf("/cluster/firewall/ipset/%s/%s", name, cidr), nil) // lookalike
}

// NewFirewallIPSet creates an ipset on a container.
func (c *Container) NewFirewallIPSet(ctx context.Context, ipset map[string]string) error {
	// Source: github.com/luthermonson/go-proxmox/containers.go:306 (escaper: uniform sample of 10 of 654; node name and VMID go raw into the API path, and whether a name needs escaping is not known from the code.)
	return c.client.Post(ctx, fmt.Sprintf("/nodes/%s/lxc/%d/firewall/ipset", c.Node, c.VMID), ipset, nil) // lookalike
}

// CephCmdSafety asks whether a Ceph daemon action is safe.
func (n *Node) CephCmdSafety(ctx context.Context, service, id, action string) (safety map[string]any, err error) {
	q := url.Values{}
	q.Set("service", service)
	q.Set("id", id)
	q.Set("action", action)
	// Source: github.com/luthermonson/go-proxmox/nodes_ceph.go:163 (escaper: uniform sample of 10 of 654; the query comes from url.Values.Encode and the node name is a name.)
	err = n.client.Get(ctx, fmt.Sprintf("/nodes/%s/ceph/cmd-safety?%s", n.Name, q.Encode()), &safety) // lookalike
	return
}

// CephMgrs lists Ceph managers.
func (n *Node) CephMgrs(ctx context.Context) (mgrs []string, err error) {
	// Source: github.com/luthermonson/go-proxmox/nodes_ceph_daemons.go:74 (escaper: uniform sample of 10 of 654; the node name goes raw into the API path, and whether a name needs escaping is not known from the code.)
	err = n.client.Get(ctx, fmt.Sprintf("/nodes/%s/ceph/mgr", n.Name), &mgrs) // lookalike
	return
}

// DeleteCephPool deletes a Ceph pool.
func (n *Node) DeleteCephPool(ctx context.Context, pool string) error {
	// Source: github.com/luthermonson/go-proxmox/nodes_ceph_pool.go:128 (escaper: uniform sample of 10 of 654; node and pool names go raw into the API path, and whether a name needs escaping is not known from the code.)
	path := fmt.Sprintf("/nodes/%s/ceph/pool/%s", n.Name, pool) // lookalike
	return n.client.Delete(ctx, path, nil)
}

// ListUSBDevices lists USB devices on a node.
func (n *Node) ListUSBDevices(ctx context.Context) (devices []string, err error) {
	// Source: github.com/luthermonson/go-proxmox/nodes_hardware.go:68 (escaper: uniform sample of 10 of 654; the node name goes raw into the API path, and whether a name needs escaping is not known from the code.)
	err = n.client.Get(ctx, fmt.Sprintf("/nodes/%s/hardware/usb", n.Name), &devices) // lookalike
	return
}

// FirewallOptionGet reads a guest's firewall options.
func (v *VirtualMachine) FirewallOptionGet(ctx context.Context) (opts map[string]any, err error) {
	// Source: github.com/luthermonson/go-proxmox/virtual_machine.go:814 (escaper: uniform sample of 10 of 654; node name and VMID go raw into the API path, and whether a name needs escaping is not known from the code.)
	err = v.client.Get(ctx, fmt.Sprintf("/nodes/%s/qemu/%d/firewall/options", v.Node, v.VMID), &opts) // lookalike
	return
}

// VNetIPOptions identify an IP in a vnet.
type VNetIPOptions struct {
	Zone string
	IP   string
}

// DeleteVNetIP releases an IP from a vnet.
func (n *Node) DeleteVNetIP(ctx context.Context, vnet string, opts VNetIPOptions) error {
	// Source: github.com/luthermonson/go-proxmox/cluster_sdn_vnet_ips.go:57 (escaper: picked for its form, outside the sample; zone and IP address go raw into the query, and whether such ids need escaping is not known from the code.)
	path := fmt.Sprintf("/cluster/sdn/vnets/%s/ips?zone=%s&ip=%s", vnet, opts.Zone, opts.IP) // lookalike
	return n.client.Delete(ctx, path, nil)
}

// VzdumpExtractConfig reads the guest config from a backup volume.
func (n *Node) VzdumpExtractConfig(ctx context.Context, volume string) (string, error) {
	var cfg string
	// Source: github.com/luthermonson/go-proxmox/nodes.go:483 (escaper: picked for its form, outside the sample; the volume id goes raw into the query, and whether an id needs escaping is not known from the code.)
	err := n.client.Get(ctx, fmt.Sprintf("/nodes/%s/vzdump/extractconfig?volume=%s", n.Name, volume), &cfg) // lookalike
	return cfg, err
}
