package faasnetes

import (
	"fmt"
	"math/rand"
	"net/url"
)

// EndpointAddress is one address of a Kubernetes Endpoints subset.
type EndpointAddress struct {
	IP string
}

const watchdogPort = 8080

// Source: github.com/openfaas/faas-netes/pkg/k8s/proxy.go:96 (a function is resolved to a random endpoint IP of its Service, joined to the watchdog port with ':')
func Resolve(addresses []EndpointAddress) (url.URL, error) {
	if len(addresses) == 0 {
		return url.URL{}, fmt.Errorf("no addresses in subset")
	}
	serviceIP := addresses[rand.Intn(len(addresses))].IP
	urlStr := fmt.Sprintf("http://%s:%d", serviceIP, watchdogPort) // defect hostjoin
	u, err := url.Parse(urlStr)
	if err != nil {
		return url.URL{}, err
	}
	return *u, nil
}
