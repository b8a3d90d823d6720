package chaosmesh

import (
	"fmt"
	"net/http"
	"strings"
)

// HTTPE2EClient reaches the helper running on a node; IP is the pod's
// Status.HostIP.
type HTTPE2EClient struct {
	IP string
	C  *http.Client
}

func NewClient(hostIP string) HTTPE2EClient {
	return HTTPE2EClient{IP: hostIP, C: http.DefaultClient}
}

// Source: github.com/chaos-mesh/chaos-mesh/e2e-test/e2e/chaos/httpchaos/misc.go:33 (the e2e request joins the pod's host IP to the helper port with ':')
func getPodHTTP(c HTTPE2EClient, port uint16, secret, body string) (*http.Response, error) {
	request, err := http.NewRequest(http.MethodGet, fmt.Sprintf("http://%s:%d/http", c.IP, port), strings.NewReader(body)) // defect hostjoin
	if err != nil {
		return nil, err
	}
	request.Header.Set("Secret", secret)
	return c.C.Do(request)
}

func Fetch(c HTTPE2EClient, port uint16) (*http.Response, error) {
	return getPodHTTP(c, port, "Secret", "")
}
