package fulcio

func newFetchCACertFlags(flags *FlagSet) {
	// Source: github.com/sigstore/fulcio/cmd/fetch_ca_cert/fetch_ca_cert.go:63 (syntax: KMS scheme prefixes listed inside flag help text, prose by rule 4)
	flags.String("kms-resource", "", "Resource path to KMS key, starting with gcpkms://, awskms://, azurekms:// or hashivault://") // lookalike
	// Source: github.com/sigstore/fulcio/cmd/fetch_ca_cert/fetch_ca_cert.go:65 (syntax: Tink KMS scheme prefixes listed inside flag help text, prose by rule 4)
	flags.String("tink-kms-resource", "", "Resource path to KMS key to decrypt Tink keyset, starting with gcp-kms:// or aws-kms://") // lookalike
}
