// Package insecure is a stand-in for the gRPC insecure credentials package.
package insecure

import "google.golang.org/grpc/credentials"

type insecureTC struct{}

func (insecureTC) Info() string { return "insecure" }

// NewCredentials returns credentials which disable transport security.
func NewCredentials() credentials.TransportCredentials { return insecureTC{} }
