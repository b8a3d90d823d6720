package chgo

import (
	"net"
	"strconv"
	"strings"
	"testing"
)

func portOf(t testing.TB, addr string) int {
	t.Helper()
	// Source: github.com/ClickHouse/ch-go/cht/cht.go:68 (sink: a scheme prefix given to strings.TrimPrefix, no URI)
	addr = strings.TrimPrefix(addr, "http://") // lookalike
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		t.Fatal(err)
	}
	v, err := strconv.Atoi(port)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

type logInfo struct {
	Addr  string
	Ready bool
}

func onAddr(t testing.TB, info logInfo) (httpPort, tcpPort int) {
	if !strings.Contains(info.Addr, "127.0.0.1") {
		return 0, 0
	}
	// Source: github.com/ClickHouse/ch-go/cht/cht.go:331 (sink: "http:" given to strings.HasPrefix to tell a log line's listener, no URI)
	if strings.HasPrefix(info.Addr, "http:") { // lookalike
		return portOf(t, info.Addr), 0
	}
	return 0, portOf(t, info.Addr)
}
