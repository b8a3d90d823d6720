package k8ssandra

import (
	"fmt"
	"net/url"
)

// GetServiceName returns the name of the Service of a Reaper.
func GetServiceName(reaperName string) string {
	return reaperName + "-service"
}

type restReaperManager struct {
	base *url.URL
}

func (r *restReaperManager) Connect(reaperName, namespace string, useTLS bool) error {
	reaperSvc := fmt.Sprintf("%s.%s", GetServiceName(reaperName), namespace)
	return r.connect(reaperSvc, useTLS)
}

func (r *restReaperManager) connect(reaperSvc string, useTLS bool) error {
	protocol := "http"
	if useTLS {
		protocol = "https"
	}
	// Source: github.com/k8ssandra/k8ssandra-operator/pkg/reaper/manager.go:202 (hostjoin: every caller passes "service.namespace", a Service's DNS name, never an IP address)
	u, err := url.Parse(fmt.Sprintf("%s://%s:8080", protocol, reaperSvc)) // lookalike
	if err != nil {
		return err
	}
	r.base = u
	return nil
}
