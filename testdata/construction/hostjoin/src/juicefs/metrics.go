package juicefs

import (
	"fmt"
	"net"
	"strconv"
)

// ServiceCheck is the health check registered with the service registry.
type ServiceCheck struct {
	HTTP     string
	Interval string
}

func localAddrFor(registryAddr string) (string, error) {
	conn, err := net.Dial("udp", registryAddr)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	ip, _, err := net.SplitHostPort(conn.LocalAddr().String())
	return ip, err
}

// Source: github.com/juicedata/juicefs/pkg/metric/metrics.go:121 (RegisterToConsul splits the metrics listen address, replaces 0.0.0.0 or :: by the local IP, and joins it to the port with ':' in the consul health-check URL)
func RegisterToRegistry(registryAddr, metricsAddr string) (*ServiceCheck, error) {
	localIP, portStr, err := net.SplitHostPort(metricsAddr)
	if err != nil {
		return nil, err
	}
	if localIP == "0.0.0.0" || localIP == "::" {
		localIP, err = localAddrFor(registryAddr)
		if err != nil {
			return nil, err
		}
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return nil, err
	}
	return &ServiceCheck{
		HTTP:     fmt.Sprintf("http://%s:%d/metrics", localIP, port), // defect hostjoin
		Interval: "5s",
	}, nil
}
