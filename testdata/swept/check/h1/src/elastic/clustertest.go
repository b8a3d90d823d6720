package elastic

import (
	"flag"
	"strings"
)

// Source: github.com/olivere/elastic/v7/cluster-test/cluster-test.go:36 (flag help text with example node URLs)
var nodes = flag.String("nodes", "", "comma-separated list of node URLs (e.g. 'http://192.168.2.10:9200,http://192.168.2.11:9200')") // lookalike

// Nodes gives the node URLs of the -nodes flag.
func Nodes() []string {
	flag.Parse()
	return strings.Split(*nodes, ",")
}
