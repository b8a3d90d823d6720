// Package gokit holds cases rewritten from github.com/go-kit/kit.
package gokit
