package singbox

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	mrand "math/rand"
	"net"
	"net/http"
)

// HTTPObfs is the simple-obfs http client side.
type HTTPObfs struct {
	net.Conn
	host         string
	port         string
	firstRequest bool
}

func (ho *HTTPObfs) Write(b []byte) (int, error) {
	if ho.firstRequest {
		randBytes := make([]byte, 16)
		rand.Read(randBytes)
		req, _ := http.NewRequest("GET", fmt.Sprintf("http://%s/", ho.host), bytes.NewBuffer(b[:]))
		req.Header.Set("User-Agent", fmt.Sprintf("curl/7.%d.%d", mrand.Int()%54, mrand.Int()%2))
		req.Header.Set("Upgrade", "websocket")
		req.Header.Set("Connection", "Upgrade")
		req.Host = ho.host
		if ho.port != "80" {
			// Source: github.com/sagernet/sing-box/transport/simple-obfs/http.go:73 (hostjoin: the obfs host from the outbound's plugin options and the server port joined with ':' into the request's Host field; an IPv6 host needs brackets, README hostjoin)
			req.Host = fmt.Sprintf("%s:%s", ho.host, ho.port) // defect hostjoin
		}
		req.Header.Set("Sec-WebSocket-Key", base64.URLEncoding.EncodeToString(randBytes))
		req.ContentLength = int64(len(b))
		err := req.Write(ho.Conn)
		ho.firstRequest = false
		return len(b), err
	}

	return ho.Conn.Write(b)
}

// NewHTTPObfs returns a HTTPObfs
func NewHTTPObfs(conn net.Conn, server string, port string) net.Conn {
	return &HTTPObfs{conn, server, port, true}
}
