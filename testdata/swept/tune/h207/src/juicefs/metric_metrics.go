package juicefs

import (
	"fmt"
	"log"
	"net"
	"strconv"

	consulapi "github.com/hashicorp/consul/api"
)

// GetLocalIp returns the local IP used to reach address, without brackets.
func GetLocalIp(address string) (string, error) {
	conn, err := net.Dial("udp", address)
	if err != nil {
		return "", err
	}
	ip, _, err := net.SplitHostPort(conn.LocalAddr().String())
	if err != nil {
		return "", err
	}
	return ip, nil
}

// RegisterToConsul registers the metrics endpoint of this process to consul.
func RegisterToConsul(consulAddr, metricsAddr string, metadata map[string]string) {
	localIp, portStr, err := net.SplitHostPort(metricsAddr)
	if err != nil {
		log.Printf("Metrics url format err:%s", err)
		return
	}
	// Don't register 0.0.0.0 to consul
	if localIp == "0.0.0.0" || localIp == "::" {
		localIp, err = GetLocalIp(consulAddr)
		if err != nil {
			log.Printf("Get local ip failed: %v", err)
			return
		}
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return
	}
	config := consulapi.DefaultConfig()
	config.Address = consulAddr
	client, err := consulapi.NewClient(config)
	if err != nil {
		return
	}
	check := &consulapi.AgentServiceCheck{
		// Source: github.com/juicedata/juicefs/pkg/metric/metrics.go:121 (hostjoin: localIp comes unbracketed from SplitHostPort or GetLocalIp and may be IPv6 (the code even tests for "::"), so "%s:%d" yields a broken health-check URL; net.JoinHostPort is needed)
		HTTP:                           fmt.Sprintf("http://%s:%d/metrics", localIp, port), // defect hostjoin
		Timeout:                        "5s",
		Interval:                       "5s",
		DeregisterCriticalServiceAfter: "30s",
	}
	registration := consulapi.AgentServiceRegistration{
		Name:    "juicefs",
		Port:    port,
		Address: localIp,
		Meta:    metadata,
		Check:   check,
	}
	if err = client.Agent().ServiceRegister(&registration); err != nil {
		log.Printf("Service register failed: %s", err)
	}
}
