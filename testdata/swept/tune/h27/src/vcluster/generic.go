package vcluster

import (
	"strconv"

	"k8s.io/client-go/rest"
)

// StartAPIServiceProxy builds the config of a proxy to an API service.
func StartAPIServiceProxy(
	hostRestConfig *rest.Config,
	targetServiceName,
	targetServiceNamespace string,
	targetPort int,
) *rest.Config {
	hostConfig := rest.CopyConfig(hostRestConfig)
	hostConfig.Host = "https://" + targetServiceName + "." + targetServiceNamespace
	if targetPort > 0 {
		// Source: github.com/loft-sh/vcluster/pkg/apiservice/generic.go:192 (hostjoin: the host is the Service name and namespace joined with '.', a cluster DNS name, partly known)
		hostConfig.Host = hostConfig.Host + ":" + strconv.Itoa(targetPort) // lookalike
	}
	hostConfig.APIPath = ""
	return hostConfig
}
