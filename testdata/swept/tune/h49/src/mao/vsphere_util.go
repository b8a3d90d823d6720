package mao

import (
	"fmt"
	"net"
	"net/url"
	"strconv"

	"github.com/vmware/govmomi/vim25/soap"
)

// VCenterSpec is a vCenter of the platform spec.
type VCenterSpec struct {
	Server string
	Port   int32
}

func vcenterClientURL(server string, vCenters []VCenterSpec) (*url.URL, error) {
	var vcenterUrl string
	for _, vcenter := range vCenters {
		if server == vcenter.Server {
			if vcenter.Port == 0 {
				vcenter.Port = 443
			}
			// Source: github.com/openshift/machine-api-operator/test/e2e/vsphere/util.go:272 (port: the port is set to 443 when unset and written into an https URI, the default port written out; net.JoinHostPort brackets IPv6)
			vcenterUrl = fmt.Sprintf("https://%s", net.JoinHostPort(vcenter.Server, strconv.Itoa(int(vcenter.Port)))) // defect port form
			break
		}
	}
	if len(vcenterUrl) == 0 {
		return nil, fmt.Errorf("unable to find vCenter %s", server)
	}
	return soap.ParseURL(vcenterUrl)
}
