package ycsb

import (
	"strings"

	elasticsearch "github.com/elastic/go-elasticsearch/v8"
)

// Source: github.com/pingcap/go-ycsb/db/elasticsearch/db.go:25 (plainhttp: the default address is the loopback interface, not a public Internet host.)
const elasticURLDefault = "http://127.0.0.1:9200" // lookalike

// OpenElastic creates the elasticsearch client configured in p.
func OpenElastic(p Properties) (*elasticsearch.Client, error) {
	addresses := strings.Split(p.GetString("es.hosts.list", elasticURLDefault), ",")
	return elasticsearch.NewClient(elasticsearch.Config{
		Addresses: addresses,
		Username:  p.GetString("es.username", "elastic"),
		Password:  p.GetString("es.password", ""),
	})
}
