// Package virtualkubelet holds cases rewritten from github.com/virtual-kubelet/virtual-kubelet.
package virtualkubelet

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

type envVar struct {
	Name  string
	Value string
}

type servicePort struct {
	Name     string
	Port     int32
	Protocol string
}

type service struct {
	Name      string
	ClusterIP string
	Ports     []servicePort
}

func makeEnvVariableName(str string) string {
	return strings.ToUpper(strings.Replace(str, "-", "_", -1))
}

// makeLinkVariables builds Docker-compatible link variables for a service.
func makeLinkVariables(svc *service) []envVar {
	prefix := makeEnvVariableName(svc.Name)
	all := []envVar{}
	for i := range svc.Ports {
		sp := &svc.Ports[i]
		protocol := "TCP"
		if sp.Protocol != "" {
			protocol = sp.Protocol
		}
		hostPort := net.JoinHostPort(svc.ClusterIP, strconv.Itoa(int(sp.Port)))
		if i == 0 {
			all = append(all, envVar{
				Name: prefix + "_PORT",
				// Source: github.com/virtual-kubelet/virtual-kubelet/internal/podutils/envvars.go:88 (hostjoin: the authority comes from net.JoinHostPort on the cluster IP, which brackets IPv6.)
				Value: fmt.Sprintf("%s://%s", strings.ToLower(protocol), hostPort), // lookalike
			})
		}
		portPrefix := fmt.Sprintf("%s_PORT_%d_%s", prefix, sp.Port, strings.ToUpper(protocol))
		all = append(all, envVar{
			Name: portPrefix,
			// Source: github.com/virtual-kubelet/virtual-kubelet/internal/podutils/envvars.go:95 (schemecase: the scheme is the protocol name passed through strings.ToLower, so it is lowercase.)
			Value: fmt.Sprintf("%s://%s", strings.ToLower(protocol), hostPort), // lookalike
		})
	}
	return all
}

// v4Ports reads the port query parameters of a websocket port-forward request.
func v4Ports(req *http.Request) ([]int32, error) {
	if req.Header.Get("Upgrade") != "websocket" {
		return nil, nil
	}
	values := req.URL.Query()["port"]
	if len(values) == 0 {
		return nil, errors.New(`query parameter "port" is required`)
	}
	var ports []int32
	for _, v := range values {
		for _, s := range strings.Split(v, ",") {
			p, err := strconv.ParseUint(s, 10, 16)
			if err != nil {
				return nil, fmt.Errorf("unable to parse %q as a port: %v", s, err)
			}
			ports = append(ports, int32(p))
		}
	}
	return ports, nil
}
