package server

import (
	"fmt"
	"log"
	"net"
	"net/http"
)

// Config is a stand-in for config.Config.
type Config struct {
	httpHost string
	httpPort int
}

// HttpHost returns the web server IP address set with --http-host (default "0.0.0.0"); any IPv4 or IPv6 address may be given.
func (c *Config) HttpHost() string {
	if c.httpHost == "" {
		return "0.0.0.0"
	}
	return c.httpHost
}

// HttpPort returns the HTTP server port number.
func (c *Config) HttpPort() int {
	if c.httpPort == 0 {
		return 2342
	}
	return c.httpPort
}

// Start the REST API server using the configuration provided.
func Start(conf *Config, router http.Handler, mode string) {
	var server *http.Server

	switch mode {
	case "autotls":
		// Source: github.com/photoprism/photoprism/internal/server/start.go:129 (hostjoin: the configured server IP and port are joined by hand into the listen address, which breaks for an IPv6 --http-host; net.JoinHostPort is right, a hostjoin defect in non-test code)
		tlsSocket := fmt.Sprintf("%s:%d", conf.HttpHost(), conf.HttpPort()) // defect hostjoin
		server = &http.Server{Addr: tlsSocket, Handler: router}
		go StartAutoTLS(server, conf)
	case "tls":
		// Source: github.com/photoprism/photoprism/internal/server/start.go:144 (hostjoin: the TLS listen address is the server IP and port joined by hand, broken for an IPv6 address such as ::1, a hostjoin defect in non-test code)
		tlsSocket := fmt.Sprintf("%s:%d", conf.HttpHost(), conf.HttpPort()) // defect hostjoin
		server = &http.Server{Addr: tlsSocket, Handler: router}
		go server.ListenAndServeTLS("cert.pem", "key.pem")
	default:
		// Source: github.com/photoprism/photoprism/internal/server/start.go:160 (hostjoin: host and port joined by hand into the address given to net.Listen, which fails for an IPv6 --http-host, a hostjoin defect in non-test code)
		tcpSocket := fmt.Sprintf("%s:%d", conf.HttpHost(), conf.HttpPort()) // defect hostjoin

		if listener, err := net.Listen("tcp", tcpSocket); err != nil {
			log.Printf("server: %s", err)
			return
		} else {
			server = &http.Server{Addr: tcpSocket, Handler: router}
			go server.Serve(listener)
		}
	}
}

// StartAutoTLS starts the Web server with auto tls enabled.
func StartAutoTLS(s *http.Server, conf *Config) {
	go func() {
		// Source: github.com/photoprism/photoprism/internal/server/start.go:213 (hostjoin: the address of the http-to-https redirect listener is the server IP and port joined by hand, broken for an IPv6 address, a hostjoin defect in non-test code)
		http.ListenAndServe(fmt.Sprintf("%s:%d", conf.HttpHost(), conf.HttpPort()), http.HandlerFunc(redirect)) // defect hostjoin
	}()

	s.ListenAndServeTLS("", "")
}

func redirect(w http.ResponseWriter, req *http.Request) {
	// Source: github.com/photoprism/photoprism/internal/server/start.go:230 (hostjoin: req.Host is the client's whole authority, brackets of an IPv6 host included, so nothing is joined by hand here, so it is no hostjoin)
	target := "https://" + req.Host + req.RequestURI // lookalike

	http.Redirect(w, req, target, http.StatusTemporaryRedirect)
}
