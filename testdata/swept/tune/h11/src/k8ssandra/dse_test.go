package k8ssandra

import (
	"flag"
	"fmt"
	"net/http"
	"testing"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
	"github.com/k8ssandra/k8ssandra-operator/test/framework"
)

var externalIPsFlag = flag.String("externalIPs", "", "external IPs of the data planes")

type ingressConfig struct {
	Solr  framework.HostAndPort
	Graph framework.HostAndPort
}

func ingressConfigFor(prefix string) ingressConfig {
	return ingressConfig{
		Solr:  framework.HostAndPort(fmt.Sprintf("solr.127.0.0.1.nip.io:3%v080", prefix)),
		Graph: framework.HostAndPort(fmt.Sprintf("graph.127.0.0.1.nip.io:3%v080", prefix)),
	}
}

func testSolrEndpoint(t *testing.T, solrHostAndPort framework.HostAndPort) bool {
	client := &http.Client{}
	// Source: github.com/k8ssandra/k8ssandra-operator/test/e2e/dse_test.go:257 (hostjoin: the host is "solr.<ip>.nip.io", a DNS name the test builds itself, rule 3)
	req, err := http.NewRequest("GET", fmt.Sprintf("http://%s:%s/solr", solrHostAndPort.Host(), solrHostAndPort.Port()), nil) // lookalike
	if err != nil {
		t.Logf("failed to create request: %v", err)
		return false
	}
	resp, err := client.Do(req)
	if err != nil {
		return false
	}
	_ = resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func TestDseGraph(t *testing.T) {
	if *externalIPsFlag != "" {
		t.Skip("external IPs are not supported here")
	}
	graphHostAndPort := ingressConfigFor("0").Graph
	// Source: github.com/k8ssandra/k8ssandra-operator/test/e2e/dse_test.go:183 (hostjoin: the host is "graph.127.0.0.1.nip.io", a DNS name the test builds itself, rule 3)
	remote, err := gremlingo.NewDriverRemoteConnection(fmt.Sprintf("ws://%s:%s/gremlin", graphHostAndPort.Host(), graphHostAndPort.Port()), // lookalike
		func(settings *gremlingo.DriverRemoteConnectionSettings) {
			settings.Username = "admin"
		})
	if err != nil {
		t.Fatalf("failed to create remote graph connection: %v", err)
	}
	defer remote.Close()
	_ = testSolrEndpoint(t, ingressConfigFor("0").Solr)
}
