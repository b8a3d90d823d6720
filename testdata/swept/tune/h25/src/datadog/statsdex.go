// Package datadog holds the cases of github.com/DataDog/datadog-go/v5.
package datadog

/*
UnixAddressPrefix holds the prefix to use to enable Unix Domain Socket
traffic instead of UDP. The type of the socket will be guessed.
*/
const UnixAddressPrefix = "unix://"

/*
UnixDatagramAddressPrefix holds the prefix to use to enable Unix Domain Socket
datagram traffic instead of UDP.
*/
// Source: github.com/DataDog/datadog-go/statsd/statsdex.go:68 (hostform: a scheme prefix bound to a name, put before a socket path; no URI with an empty host)
const UnixAddressDatagramPrefix = "unixgram://" // lookalike

/*
UnixAddressStreamPrefix holds the prefix to use to enable Unix Domain Socket
stream traffic instead of UDP.
*/
const UnixAddressStreamPrefix = "unixstream://"
