package mihomo

import (
	"bytes"
	crand "crypto/rand"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
)

// HTTPObfs is a shadowsocks http simple-obfs implementation
type HTTPObfs struct {
	net.Conn
	host         string
	port         string
	firstRequest bool
}

func (ho *HTTPObfs) Write(b []byte) (int, error) {
	if ho.firstRequest {
		randBytes := make([]byte, 16)
		crand.Read(randBytes)
		req, err := http.NewRequest("GET", fmt.Sprintf("http://%s/", ho.host), bytes.NewBuffer(b[:]))
		if err != nil {
			return 0, err
		}
		req.Header.Set("User-Agent", fmt.Sprintf("curl/7.%d.%d", rand.Int()%54, rand.Int()%2))
		req.Header.Set("Upgrade", "websocket")
		req.Header.Set("Connection", "Upgrade")
		req.Host = ho.host
		if ho.port != "80" {
			// Source: github.com/metacubex/mihomo/transport/simple-obfs/http.go:78 (hostjoin: the obfs host from the user's proxy options and the server port joined with ':' into the request's Host field; an IPv6 host needs brackets, README hostjoin)
			req.Host = fmt.Sprintf("%s:%s", ho.host, ho.port) // defect hostjoin
		}
		req.Header.Set("Sec-WebSocket-Key", base64.URLEncoding.EncodeToString(randBytes))
		req.ContentLength = int64(len(b))
		err = req.Write(ho.Conn)
		ho.firstRequest = false
		return len(b), err
	}

	return ho.Conn.Write(b)
}

// NewHTTPObfs return a HTTPObfs
func NewHTTPObfs(conn net.Conn, host string, port string) net.Conn {
	return &HTTPObfs{
		Conn:         conn,
		firstRequest: true,
		host:         host,
		port:         port,
	}
}
