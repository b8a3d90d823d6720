package web

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"testing"
)

func TestService(t *testing.T) {
	srv := &service{opts: options{Name: "go.micro.web.test", Address: "127.0.0.1:0"}}
	s, err := srv.genSrv()
	if err != nil {
		t.Fatal(err)
	}
	// Source: go-micro.dev/v6/web/service_test.go:77 (hostjoin: the %s verb takes the registry node address, a host:port the service joined already, so the template itself joins nothing by hand; a template is judged as the URI it becomes when filled (closing clause of the rules))
	rsp, err := http.Get(fmt.Sprintf("http://%s", s.Nodes[0].Address)) // lookalike
	if err != nil {
		t.Skip(err)
	}
	defer rsp.Body.Close()
}

func TestTLS(t *testing.T) {
	srv := &service{opts: options{Name: "go.micro.web.test", Address: "127.0.0.1:0"}}
	s, err := srv.genSrv()
	if err != nil {
		t.Fatal(err)
	}
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}
	client := &http.Client{Transport: tr}
	// Source: go-micro.dev/v6/web/service_test.go:272 (hostjoin: the %s verb takes the registry node address, a host:port the service joined already, so the template itself joins nothing by hand; a template is judged as the URI it becomes when filled (closing clause of the rules))
	rsp, err := client.Get(fmt.Sprintf("https://%s", s.Nodes[0].Address)) // lookalike
	if err != nil {
		t.Skip(err)
	}
	defer rsp.Body.Close()
}
