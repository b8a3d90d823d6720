package yzma

import (
	"context"
	"errors"
	"fmt"
)

// OS names an operating system.
type OS int

const (
	Linux OS = iota
	Windows
)

// Arch names a processor architecture.
type Arch int

const (
	AMD64 Arch = iota
	ARM64
)

// Processor names a compute backend.
type Processor int

const (
	CPU Processor = iota
	CUDA
	ROCm
)

// ErrUnknownProcessor means no build exists for the processor.
var ErrUnknownProcessor = errors.New("unknown processor")

// Target is what to install.
type Target struct {
	Arch            Arch
	OS              OS
	Processor       Processor
	Version         string
	UpstreamVersion string
	ManifestSHA256  string
}

// Resolver names the URLs of the assets for a target.
type Resolver interface {
	Resolve(target Target) ([]string, error)
}

// ResolverFunc adapts a function to a Resolver.
type ResolverFunc func(target Target) ([]string, error)

// Resolve calls f.
func (f ResolverFunc) Resolve(target Target) ([]string, error) { return f(target) }

type defaultResolver struct{}

// Resolve returns the built-in URLs.
func (defaultResolver) Resolve(target Target) ([]string, error) { return defaultResolve(target) }

// DefaultResolver is the built-in platform table.
var DefaultResolver Resolver = defaultResolver{}

// defaultResolve is the built-in platform table.
func defaultResolve(target Target) ([]string, error) {
	arch, os, prcssr, version := target.Arch, target.OS, target.Processor, target.Version

	// The llama.cpp releases hold the binaries under the nightly build tag, while the
	// llama-cpp-builder releases use the requested tag.
	upstream := target.UpstreamVersion
	if upstream == "" {
		upstream = version
	}
	// Source: github.com/hybridgroup/yzma/pkg/download/resolver.go:261 (escaper: the version spliced into the path is a tag Install has already checked against the b<digits> or v<x.y.z> patterns, nothing that needs escaping)
	builderLocation := fmt.Sprintf("https://github.com/hybridgroup/llama-cpp-builder/releases/download/%s", version) // lookalike

	var extra []string
	var filename string
	// Source: github.com/hybridgroup/yzma/pkg/download/resolver.go:265 (escaper: the upstream nightly tag spliced into the path is a checked b<digits> tag, URL-safe)
	location := fmt.Sprintf("https://github.com/ggml-org/llama.cpp/releases/download/%s", upstream) // lookalike
	tag := upstream

	switch {
	case os == Linux && prcssr == CPU && arch == ARM64:
		location, tag = builderLocation, version
		filename = fmt.Sprintf("llama-%s-bin-ubuntu-cpu-arm64.tar.gz", tag)
	case os == Linux && prcssr == CPU:
		filename = fmt.Sprintf("llama-%s-bin-ubuntu-x64.tar.gz", tag)
	case os == Linux && prcssr == CUDA:
		location, tag = builderLocation, version
		filename = fmt.Sprintf("llama-%s-bin-ubuntu-cuda-x64.tar.gz", tag)
	case os == Linux && prcssr == ROCm:
		filename = fmt.Sprintf("llama-%s-bin-ubuntu-rocm-7.14-x64.tar.gz", tag)
	case os == Windows && prcssr == CUDA:
		extra = append(extra, fmt.Sprintf("%s/cudart-llama-bin-win-cuda-%s-x64.zip", location, "13.4"))
		filename = fmt.Sprintf("llama-%s-bin-win-cuda-%s-x64.zip", tag, "13.4")
	default:
		return nil, ErrUnknownProcessor
	}

	return append(extra, location+"/"+filename), nil
}

// Install resolves the assets of a target and downloads them to dest.
func Install(ctx context.Context, target Target, dest string, resolver Resolver) error {
	if resolver == nil {
		resolver = DefaultResolver
	}
	// Strip the digest before anything validates the version or builds a URL from it.
	tag, digest, err := ParsePinnedVersion(target.Version)
	if err != nil {
		return err
	}
	target.Version = tag
	target.ManifestSHA256 = digest

	urls, err := resolver.Resolve(target)
	if err != nil {
		return err
	}
	for _, url := range urls {
		if err := getFunc(ctx, Asset{URL: url}, dest, nil); err != nil {
			return err
		}
	}
	return nil
}

var getFunc = get
