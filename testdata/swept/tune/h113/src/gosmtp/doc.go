// Package gosmtp holds cases rewritten from github.com/emersion/go-smtp.
package gosmtp
