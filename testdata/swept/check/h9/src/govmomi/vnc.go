// Package govmomi rewrites cases from github.com/vmware/govmomi.
package govmomi

import (
	"context"
	"fmt"

	"github.com/vmware/govmomi/object"
)

type vncOptions map[string]string

type vncHost struct {
	host *object.HostSystem
	ip   string // This field is populated by `managementIP`
}

func (h *vncHost) managementIP() (string, error) {
	ctx := context.TODO()
	if h.ip != "" {
		return h.ip, nil
	}

	ips, err := h.host.ManagementIPs(ctx)
	if err != nil {
		return "", err
	}

	if len(ips) > 0 {
		h.ip = ips[0].String()
	} else {
		h.ip = "<unknown>"
	}

	return h.ip, nil
}

type vncVM struct {
	host       *vncHost
	newOptions vncOptions
}

func (v *vncVM) enable(port int, password string) error {
	v.newOptions["enabled"] = "true"
	v.newOptions["port"] = fmt.Sprintf("%d", port)
	v.newOptions["password"] = password
	return nil
}

func (v *vncVM) uri() (string, error) {
	ip, err := v.host.managementIP()
	if err != nil {
		return "", err
	}

	// Source: github.com/vmware/govmomi/govc/vm/vnc.go:281 (hostjoin: the host's first management IP, from ManagementIPs, a call to vCenter that may fail and may give an IPv6 address, joined to the port with ':')
	uri := fmt.Sprintf("vnc://:%s@%s:%s", // defect hostjoin
		v.newOptions["password"],
		ip,
		v.newOptions["port"])

	return uri, nil
}
