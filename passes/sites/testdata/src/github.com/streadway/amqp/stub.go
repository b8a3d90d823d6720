// Package amqp is a stub of github.com/streadway/amqp, with the real signatures of the
// functions and fields that urilint's sink table names.
package amqp

import (
	"crypto/tls"
)

type Connection struct{}

type Config struct{}

type URI struct{}

func Dial(url string) (*Connection, error)                       { return nil, nil }
func DialTLS(url string, amqps *tls.Config) (*Connection, error) { return nil, nil }
func DialConfig(url string, config Config) (*Connection, error)  { return nil, nil }
func ParseURI(uri string) (URI, error)                           { return URI{}, nil }
