package fulcio

var createCmd = &struct {
	Use   string
	Short string
	Long  string
}{
	Use:   "create [common-name]",
	Short: "Create certificate chain",
	// Source: github.com/sigstore/fulcio/cmd/certificate_maker/certificate_maker.go:49 (syntax: an example common name URL inside command help text, prose by rule 4)
	Long: "Create a certificate chain with the specified common name.\nThe common name will be used as the Subject Common Name for the certificates.\nIf no common name is provided, the values from the templates will be used.\nExample: certificate-maker create \"https://fulcio.example.com\"", // lookalike
}
