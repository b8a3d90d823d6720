package juicefs

import (
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func exposeMetrics(metricsAddr string) string {
	ip, port, err := net.SplitHostPort(metricsAddr)
	if err != nil {
		return ""
	}
	mux := http.NewServeMux()
	// Source: github.com/juicedata/juicefs/cmd/mount.go:115 (hostjoin: net.JoinHostPort is the right way to build the listen address; uniform sample 8 of 13 JoinHostPort calls)
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, port)) // lookalike
	if err != nil {
		return ""
	}
	go func() { _ = http.Serve(ln, mux) }()
	return ln.Addr().String()
}

func expandPathForEmbedded(addr string) string {
	// Source: github.com/juicedata/juicefs/cmd/mount.go:264 (sink: the bare schemes are only compared with HasPrefix to find embedded engines, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
	embeddedSchemes := []string{"sqlite3://", "badger://"} // lookalike
	for _, es := range embeddedSchemes {
		if strings.HasPrefix(addr, es) {
			path := addr[len(es):]
			absPath, err := filepath.Abs(path)
			if err == nil && absPath != path {
				for i, a := range os.Args {
					if a == addr {
						os.Args[i] = es + absPath
					}
				}
				return es + absPath
			}
		}
	}
	return addr
}
