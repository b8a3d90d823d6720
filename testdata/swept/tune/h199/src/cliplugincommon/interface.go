// Package common rewrites the JSON interface between sigstore and KMS plugin programs.
package common

import "crypto"

// ProtocolVersion is the version of the plugin protocol.
const ProtocolVersion = "v1"

// Method names of the plugin protocol.
const (
	DefaultAlgorithmMethodName    = "defaultAlgorithm"
	SupportedAlgorithmsMethodName = "supportedAlgorithms"
	CreateKeyMethodName           = "createKey"
	PublicKeyMethodName           = "publicKey"
	SignMessageMethodName         = "signMessage"
	VerifySignatureMethodName     = "verifySignature"
)

// PluginArgs are the arguments passed to the plugin program.
type PluginArgs struct {
	InitOptions *InitOptions `json:"initOptions"`
	*MethodArgs
}

// InitOptions initialize the plugin; KeyResourceID is the key reference.
type InitOptions struct {
	ProtocolVersion string      `json:"protocolVersion"`
	KeyResourceID   string      `json:"keyResourceID"`
	HashFunc        crypto.Hash `json:"hashFunc"`
}

// MethodArgs holds the arguments of one method.
type MethodArgs struct {
	MethodName          string    `json:"methodName"`
	DefaultAlgorithm    *struct{} `json:"defaultAlgorithm,omitempty"`
	SupportedAlgorithms *struct{} `json:"supportedAlgorithms,omitempty"`
	CreateKey           *struct{} `json:"createKey,omitempty"`
	PublicKey           *struct{} `json:"publicKey,omitempty"`
	SignMessage         *struct{} `json:"signMessage,omitempty"`
	VerifySignature     *struct{} `json:"verifySignature,omitempty"`
}
