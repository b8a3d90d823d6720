// Package insecure is a minimal stub.
package insecure

import "google.golang.org/grpc/credentials"

type insecureTC struct{}

func (insecureTC) Info() string { return "insecure" }

// NewCredentials returns credentials that disable transport security.
func NewCredentials() credentials.TransportCredentials { return insecureTC{} }
