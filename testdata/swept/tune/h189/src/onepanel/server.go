package onepanel

import (
	"fmt"
	"log"
	"net"
	"net/http"
)

// SystemConfig is the panel's listen configuration (global.CONF.System).
// BindAddress is "0.0.0.0" or "::" (set by "1pctl listen-ip" together with
// Ipv6), or an address of the host chosen in the settings page.
type SystemConfig struct {
	BindAddress string
	Port        string
	Ipv6        string
	SSL         string
}

// CONF is the global configuration.
var CONF struct{ System SystemConfig }

// Start starts the panel's HTTP server.
func Start(rootRouter http.Handler) {
	tcpItem := "tcp4"
	if CONF.System.Ipv6 == "enable" {
		tcpItem = "tcp"
		CONF.System.BindAddress = fmt.Sprintf("[%s]", CONF.System.BindAddress)
	}
	server := &http.Server{
		// Source: github.com/1Panel-dev/1Panel/backend/server/server.go:59 (hostjoin: the address is bracketed just above whenever IPv6 listening is enabled, and an IPv6 address under tcp4 could not listen anyway, so the hand join does not break for an IPv6 host)
		Addr:    CONF.System.BindAddress + ":" + CONF.System.Port, // lookalike
		Handler: rootRouter,
	}
	ln, err := net.Listen(tcpItem, server.Addr)
	if err != nil {
		panic(err)
	}
	if CONF.System.SSL == "enable" {
		// Source: github.com/1Panel-dev/1Panel/backend/server/server.go:87 (syntax: a URL inside a log message joined to the words around it is prose, not a URI, per rule 4)
		log.Printf("listen at https://%s:%s [%s]", CONF.System.BindAddress, CONF.System.Port, tcpItem) // lookalike
		if err := server.ServeTLS(ln, "server.crt", "server.key"); err != nil {
			panic(err)
		}
	} else {
		// Source: github.com/1Panel-dev/1Panel/backend/server/server.go:93 (syntax: log message text around a URL, prose by rule 4)
		log.Printf("listen at http://%s:%s [%s]", CONF.System.BindAddress, CONF.System.Port, tcpItem) // lookalike
		if err := server.Serve(ln); err != nil {
			panic(err)
		}
	}
}
