// Package bettercap holds cases rewritten from github.com/bettercap/bettercap.
package bettercap

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"strings"
	"time"
)

const bannerGrabTimeout = 5 * time.Second

// SynScanner is the scanner module.
type SynScanner struct {
	Iface string
}

func httpGrabber(mod *SynScanner, ip string, port int) string {
	schema := "http"
	client := &http.Client{
		Timeout: bannerGrabTimeout,
	}

	sport := fmt.Sprintf("%d", port)
	if strings.Contains(sport, "443") {
		schema = "https"
		client = &http.Client{
			Timeout: bannerGrabTimeout,
			Transport: &http.Transport{
				TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
			},
		}
	}

	// https://stackoverflow.com/questions/12260003/connect-returns-invalid-argument-with-ipv6-address
	if strings.Contains(ip, ":") {
		ip = fmt.Sprintf("[%s%%25%s]", ip, mod.Iface)
	}

	// Source: github.com/bettercap/bettercap/modules/syn_scan/http_grabber.go:63 (hostjoin: the scanned IP is put in brackets just before when it holds ':', an IPv6 address)
	url := fmt.Sprintf("%s://%s:%d/", schema, ip, port) // lookalike
	resp, err := client.Get(url)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	return resp.Header.Get("Server")
}
