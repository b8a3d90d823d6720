package influxdb_test

import (
	"fmt"
	"log"
	"net/url"
	"os"

	client "influxdb"
)

func ExampleNewClient() {
	// Source: github.com/influxdata/influxdb1-client/example_test.go:16 (hostjoin: the example writes the host "localhost" itself, no IPv6 host can come in, rule 3)
	host, err := url.Parse(fmt.Sprintf("http://%s:%d", "localhost", 8086)) // lookalike
	if err != nil {
		log.Fatal(err)
	}

	// NOTE: this assumes you've setup a user and have setup shell env variables,
	// namely INFLUX_USER/INFLUX_PWD. If not just omit Username/Password below.
	conf := client.Config{
		URL:      *host,
		Username: os.Getenv("INFLUX_USER"),
		Password: os.Getenv("INFLUX_PWD"),
	}
	con, err := client.NewClient(conf)
	if err != nil {
		log.Fatal(err)
	}
	log.Println("Connection", con)
}
