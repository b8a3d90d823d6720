package kumo

import "github.com/spf13/cobra"

func newS3MBCmd() *cobra.Command {
	return &cobra.Command{
		// Source: github.com/sivchari/kumo/cli/s3.go:25 (syntax: the URI is part of the command's usage text, prose and not a URI, uniform sample of 28 of 109 look-alikes.)
		Use:   "mb s3://bucket-name", // lookalike
		Short: "Create an S3 bucket",
	}
}
