package consul

import (
	"fmt"
	"time"
)

// HTTPCheck will tell the service provider to invoke the health check endpoint
// with an interval and timeout. It will be enabled only if interval and
// timeout are greater than 0.
func HTTPCheck(protocol, port, httpEndpoint string, interval, timeout time.Duration) *AgentServiceCheck {
	if interval <= time.Duration(0) || timeout <= time.Duration(0) {
		return nil
	}
	check := AgentServiceCheck{
		// Source: go-micro.dev/v6/registry/consul/options.go:105 (hostjoin: the check URL template joins the {host} slot and the port by hand with a colon, and the host later put there is unbracketed, so an IPv6 node gets a broken URL; a template is judged as the URI it becomes when filled (closing clause of the rules))
		HTTP:     fmt.Sprintf("%s://{host}:%s%s", protocol, port, httpEndpoint), // defect hostjoin
		Interval: fmt.Sprintf("%v", interval),
		Timeout:  fmt.Sprintf("%v", timeout),
	}
	return &check
}
