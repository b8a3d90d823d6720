// Package storage holds cases rewritten from sigs.k8s.io/sig-storage-lib-external-provisioner/v13.
package storage

import (
	"net"
	"net/http"
	"strconv"
)

type controller struct {
	metricsAddress string
	metricsPort    int32
	metricsPath    string
}

func (c *controller) serveMetrics(h http.Handler) error {
	http.Handle(c.metricsPath, h)
	// Source: sigs.k8s.io/sig-storage-lib-external-provisioner/v13/controller/controller.go:876 (hostjoin: the metrics listen address is joined with net.JoinHostPort, which brackets an IPv6 address)
	address := net.JoinHostPort(c.metricsAddress, strconv.FormatInt(int64(c.metricsPort), 10)) // lookalike
	return http.ListenAndServe(address, nil)
}
