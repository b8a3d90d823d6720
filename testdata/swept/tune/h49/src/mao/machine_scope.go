// Package mao holds cases rewritten from github.com/openshift/machine-api-operator.
package mao

import (
	"fmt"
	"net/url"

	"github.com/vmware/govmomi/vim25/soap"
)

// Workspace is the vSphere workspace of a machine's provider spec.
type Workspace struct {
	Server     string
	Datacenter string
}

// VirtualCenter is one vCenter entry of the cloud config.
type VirtualCenter struct {
	VCenterIP   string
	VCenterPort string
}

func getVCenterPortFromConfig(vcs []VirtualCenter, globalPort, vcenter string) string {
	for _, vc := range vcs {
		if vc.VCenterIP == vcenter {
			if len(vc.VCenterPort) > 0 {
				return vc.VCenterPort
			}
			return globalPort
		}
	}
	return ""
}

func newMachineScope(ws Workspace, vcs []VirtualCenter, globalPort string) (*url.URL, error) {
	// Source: github.com/openshift/machine-api-operator/pkg/controller/vsphere/machine_scope.go:84 (hostjoin: the user-given vCenter server, an address that may be an IPv6 literal, is joined to the port with a bare ':' and soap.ParseURL turns it into an https URI)
	server := fmt.Sprintf("%s:%s", ws.Server, getVCenterPortFromConfig(vcs, globalPort, ws.Server)) // defect hostjoin
	soapURL, err := soap.ParseURL(server)
	if err != nil {
		return nil, fmt.Errorf("error parsing vSphere URL %q: %w", server, err)
	}
	soapURL.User = nil
	return soapURL, nil
}
