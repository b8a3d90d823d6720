// Package kaddht holds cases rewritten from github.com/libp2p/go-libp2p-kad-dht.
package kaddht
