// Package aliyunoss holds cases rewritten from github.com/aliyun/aliyun-oss-go-sdk.
package aliyunoss

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Config holds the client's settings.
type Config struct {
	Endpoint      string
	IsUseProxy    bool
	ProxyHost     string
	IsAuthProxy   bool
	ProxyUser     string
	ProxyPassword string
}

// Conn is a connection to OSS.
type Conn struct {
	config *Config
	url    *urlMaker
	client *http.Client
}

// init initializes Conn
func (conn *Conn) init(config *Config, urlMaker *urlMaker, client *http.Client) error {
	if client == nil {
		transport := &http.Transport{}

		// Proxy
		if config.IsUseProxy {
			proxyURL, err := url.Parse(config.ProxyHost)
			if err != nil {
				return err
			}
			if config.IsAuthProxy {
				if config.ProxyPassword != "" {
					// Source: github.com/aliyun/aliyun-oss-go-sdk/oss/conn.go:76 (credentials: the proxy password the user configured, no constant given to UserPassword)
					proxyURL.User = url.UserPassword(config.ProxyUser, config.ProxyPassword) // lookalike
				} else {
					proxyURL.User = url.User(config.ProxyUser)
				}
			}
			transport.Proxy = http.ProxyURL(proxyURL)
		}
		client = &http.Client{Transport: transport}
	}

	conn.config = config
	conn.url = urlMaker
	conn.client = client
	return nil
}

type urlMaker struct {
	Scheme string
	NetLoc string
}

// buildURL builds URL
func (um urlMaker) buildURL(bucket, object string) (string, string) {
	host := bucket + "." + um.NetLoc
	path := "/" + object
	return host, path
}

// getSignRtmpURL Build Sign Rtmp URL
func (um urlMaker) getSignRtmpURL(bucket, channelName, params string) string {
	host, path := um.buildURL(bucket, "live")

	// Source: github.com/aliyun/aliyun-oss-go-sdk/oss/conn.go:951 (escaper: QueryEscape of a channel name put in the rtmp path, whose "+" for a space the next statement turns into "%20": a path-safe encoding; the variable is assigned again, rule: escaper section)
	channelName = url.QueryEscape(channelName) // lookalike
	channelName = strings.Replace(channelName, "+", "%20", -1)

	return fmt.Sprintf("rtmp://%s%s/%s?%s", host, path, channelName, params)
}
