package zinc

// StopWordsBytes is the Bengali stop word list; lines starting with # are comments.
var StopWordsBytes = []byte("# This file was created by Jacques Savoy and is distributed under the BSD license.\n" +
	// Source: github.com/zincsearch/zincsearch/pkg/bluge/analysis/lang/bn/stop_words_bn.go:27 (syntax: a credit line in the comment header of a word list, the URL ends a sentence, prose and not a URI.)
	"# See http://members.unine.ch/jacques.savoy/clef/index.html.\n" + // lookalike
	"এই\nও\n")
