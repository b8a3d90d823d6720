// Package zipkin holds the cases of github.com/openzipkin/zipkin-go.
package zipkin
