package dktest

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/dhui/dktest"
)

const testNetworkImage = "nginx:alpine"

func nginxReady(ctx context.Context, c dktest.ContainerInfo) bool {
	ip, port, err := c.FirstPort()
	if err != nil {
		return false
	}
	// Source: github.com/dhui/dktest/dktest_test.go:26 (hostjoin: the host IP comes from the container's FirstPort, a call that may fail, and is joined to the port with ':' in the Host of the URL the ready check sends; an IPv6 binding needs brackets)
	u := url.URL{Scheme: "http", Host: ip + ":" + port} // defect hostjoin
	req, err := http.NewRequest(http.MethodGet, u.String(), nil)
	if err != nil {
		fmt.Println("req err", err)
		return false
	}
	req = req.WithContext(ctx)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func TestRunNetwork(t *testing.T) {
	dktest.Run(t, testNetworkImage, dktest.Options{ReadyFunc: nginxReady, PortRequired: true},
		func(t *testing.T, c dktest.ContainerInfo) {
			if _, _, err := c.FirstPort(); err != nil {
				t.Fatal(err)
			}
		})
}

func Example_nginx() {
	readyFunc := func(ctx context.Context, c dktest.ContainerInfo) bool {
		ip, port, err := c.FirstPort()
		if err != nil {
			return false
		}
		// Source: github.com/dhui/dktest/example_test.go:24 (hostjoin: same join of the FirstPort host and port in the example's ready function, run as a test)
		u := url.URL{Scheme: "http", Host: ip + ":" + port} // defect hostjoin
		req, err := http.NewRequest(http.MethodGet, u.String(), nil)
		if err != nil {
			fmt.Println(err)
			return false
		}
		resp, err := http.DefaultClient.Do(req.WithContext(ctx))
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}

	dktest.Run(&testing.T{}, testNetworkImage, dktest.Options{PortRequired: true, ReadyFunc: readyFunc},
		func(t *testing.T, c dktest.ContainerInfo) {})

	// Output:
}
