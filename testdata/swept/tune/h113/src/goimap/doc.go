// Package goimap holds cases rewritten from github.com/emersion/go-imap.
package goimap
