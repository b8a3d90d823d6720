package wakapi

import (
	"log"
	"net/http"
	"strconv"
	"time"
)

func listen(handler http.Handler) {
	config := Get()
	var s4, s6 *http.Server

	// IPv4
	if config.Server.ListenIpV4 != "-" && config.Server.ListenIpV4 != "" {
		// Source: github.com/muety/wakapi/main.go:367 (hostjoin: by rule 5 context decides: the host is the configured IPv4 listen address while IPv6 has its own bracketed branch, so this hand join never meets an IPv6 host)
		bindString4 := config.Server.ListenIpV4 + ":" + strconv.Itoa(config.Server.Port) // lookalike
		s4 = &http.Server{
			Handler:     handler,
			Addr:        bindString4,
			ReadTimeout: time.Duration(config.Server.TimeoutSec) * time.Second,
		}
	}

	// IPv6
	if config.Server.ListenIpV6 != "-" && config.Server.ListenIpV6 != "" {
		// Source: github.com/muety/wakapi/main.go:378 (hostjoin: by the hostjoin check nothing breaks: the IPv6 listen address is bracketed before the port, the same result net.JoinHostPort gives)
		bindString6 := "[" + config.Server.ListenIpV6 + "]:" + strconv.Itoa(config.Server.Port) // lookalike
		s6 = &http.Server{
			Handler:     handler,
			Addr:        bindString6,
			ReadTimeout: time.Duration(config.Server.TimeoutSec) * time.Second,
		}
	}

	if s4 != nil {
		go func() {
			if err := s4.ListenAndServeTLS("cert.pem", "key.pem"); err != nil {
				err := err.Error()
				if s6 != nil {
					// Source: github.com/muety/wakapi/main.go:410 (syntax: an issue link inside a log message joined to words around it is prose by rule 4)
					err += " - possibly a dual-stack problem (https://github.com/muety/wakapi/issues/860)?" // lookalike
				}
				log.Fatal(err)
			}
		}()
	}
	if s4 != nil {
		go func() {
			if err := s4.ListenAndServe(); err != nil {
				err := err.Error()
				if s6 != nil {
					// Source: github.com/muety/wakapi/main.go:446 (syntax: the same issue link inside a log message is prose by rule 4)
					err += " - possibly a dual-stack problem (https://github.com/muety/wakapi/issues/860)?" // lookalike
				}
				log.Fatal(err)
			}
		}()
	}
	if s6 != nil {
		go func() {
			if err := s6.ListenAndServe(); err != nil {
				log.Fatal(err.Error())
			}
		}()
	}
}
