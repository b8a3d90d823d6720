package temporal

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
)

type esTestCluster struct {
	url       *url.URL
	indexName string
}

func esAddress() string {
	addr := os.Getenv("ES_SEEDS")
	if addr == "" {
		addr = "127.0.0.1"
	}
	return addr
}

func esPort() int {
	p, err := strconv.Atoi(os.Getenv("ES_PORT"))
	if err != nil {
		return 9200
	}
	return p
}

// Source: github.com/temporalio/temporal/common/persistence/persistence-tests/elasticsearch_test_cluster.go:38 (the test cluster URL joins the host, by default from ES_SEEDS, to the port with ':')
func newEsTestCluster(hostname string, port int, indexName string) *esTestCluster {
	addr, err := url.Parse(fmt.Sprintf("http://%s:%d", hostname, port)) // defect hostjoin
	if err != nil {
		panic(err)
	}
	return &esTestCluster{url: addr, indexName: indexName}
}

func NewVisibilityTestCluster(host string, port int) *esTestCluster {
	if host == "" {
		host = esAddress()
	}
	if port == 0 {
		port = esPort()
	}
	return newEsTestCluster(host, port, "visibility-test")
}

// Listen is used by the test below.
func listenLocal() (net.Listener, error) { return net.Listen("tcp", "localhost:0") }

// ESConfig is the Elasticsearch client configuration.
type ESConfig struct {
	URL     url.URL
	Version string
}

// Source: github.com/temporalio/temporal/tests/testcore/test_cluster.go:208 (the test cluster's Elasticsearch url.URL has a Host joining the address from ES_SEEDS to the port with ':' by Sprintf)
func NewClusterESConfig() *ESConfig {
	return &ESConfig{
		URL: url.URL{
			Host:   fmt.Sprintf("%s:%d", esAddress(), esPort()), // defect hostjoin
			Scheme: "http",
		},
		Version: "v7",
	}
}
