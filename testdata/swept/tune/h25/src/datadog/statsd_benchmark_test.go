package datadog

import (
	"log"
	"net"
	"os"
	"testing"

	"github.com/DataDog/datadog-go/v5/statsd"
)

func setupUDSClientServer(b *testing.B, options []statsd.Option) (*statsd.Client, net.Listener) {
	sockAddr := "/tmp/test.sock"
	if err := os.RemoveAll(sockAddr); err != nil {
		log.Fatal(err)
	}
	conn, err := net.Listen("unix", sockAddr)
	if err != nil {
		log.Fatal("listen error:", err)
	}
	go func() {
		for {
			c, err := conn.Accept()
			if err != nil {
				return
			}
			buf := make([]byte, 1024)
			for {
				if _, err = c.Read(buf); err != nil {
					break
				}
			}
		}
	}()
	// Source: github.com/DataDog/datadog-go/statsd/statsd_benchmark_test.go:43 (hostform: "unix://" before an absolute socket path makes "unix:///tmp/test.sock", an empty authority and the path, as a unix socket address is written)
	client, err := statsd.New("unix://"+sockAddr, options...) // lookalike
	if err != nil {
		b.Error(err)
	}
	return client, conn
}

func BenchmarkUDS(b *testing.B) {
	client, conn := setupUDSClientServer(b, nil)
	defer conn.Close()
	defer client.Close()
	for i := 0; i < b.N; i++ {
		client.Gauge("name", 1, nil, 1)
	}
}
